-- The English site (/en/, issue 27): every lead records the language of the page the visitor used. The consultant's
-- notification names it (it stays in French); a newsletter subscription's confirmation e-mail, sent again later by
-- resend-pending, is written in it. The rows stored before are French: the site had no other language. Row level
-- security is unchanged (the functions write through the service connection only).
alter table public.contact_requests
  add column language text not null default 'fr' constraint contact_requests_language_check check (language in ('fr', 'en'));

alter table public.newsletter_subscriptions
  add column language text not null default 'fr' constraint newsletter_subscriptions_language_check check (language in ('fr', 'en'));
