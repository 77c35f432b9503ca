-- Hardening, second round.
--
-- 1. A contact request is kept 3 years from the day it was sent. It used to be kept 3 years from the LAST contact of
--    its address, so that anyone who typed a victim's address into the form kept the victim's earlier requests alive:
--    retention now runs from what the person did, never from what someone else sent in their name.
-- 2. A newsletter address is sent at most 3 confirmation e-mails in all (one per hour at most, as before) before its
--    pending subscription expires after 30 days.
-- 3. Site-wide limits on the consultant's notifications: the rate-limit table also counts, under one fixed key, the
--    notifications sent one by one in the last hour and the grouped e-mails of the last quarter of an hour.
-- 4. The health of the e-mail API: since when every send has failed, so that the functions log one line an hour
--    while it lasts (a revoked key cannot send the e-mail that would say so).

drop trigger contact_requests_touch_last_contact on public.contact_requests;
drop function public.touch_last_contact();
drop index public.contact_requests_email_idx;
alter table public.contact_requests drop column last_contact_at;
create index contact_requests_created_idx on public.contact_requests (created_at);

comment on table public.contact_requests is
  'Demandes envoyées par le formulaire de contact. Conservées 3 ans après leur envoi (purge_expired_leads).';

alter table public.newsletter_subscriptions
  add column confirmations_requested integer not null default 1;

alter table public.rate_limit_hits
  drop constraint rate_limit_hits_bucket_check,
  add constraint rate_limit_hits_bucket_check
    check (bucket in ('contact', 'newsletter', 'notification', 'grouped-notification'));

create table public.mail_health (
  id boolean primary key default true check (id),
  -- Set at the first failed send after a success, cleared by the next success.
  failing_since timestamptz,
  last_error text,
  -- When the functions last logged the outage.
  last_alert_at timestamptz
);
insert into public.mail_health default values;

comment on table public.mail_health is
  'État du service d’envoi d’e-mails : depuis quand tous les envois échouent. Aucune donnée personnelle.';

alter table public.mail_health enable row level security;
revoke all on table public.mail_health from anon, authenticated;

-- The purge, as before but for contact requests: 3 years after they were sent.
create or replace function public.purge_expired_leads()
returns table (contact_requests bigint, pending_subscriptions bigint, inactive_subscribers bigint, rate_limit_hits bigint)
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  with gone as (delete from public.contact_requests c where c.created_at < now() - interval '3 years' returning 1)
  select count(*) into contact_requests from gone;
  with gone as (
    delete from public.newsletter_subscriptions s
    where s.status = 'pending' and s.created_at < now() - interval '30 days' returning 1
  )
  select count(*) into pending_subscriptions from gone;
  with gone as (
    delete from public.newsletter_subscriptions s
    where s.status = 'confirmed' and s.last_activity_at < now() - interval '3 years' returning 1
  )
  select count(*) into inactive_subscribers from gone;
  with gone as (delete from public.rate_limit_hits r where r.created_at < now() - interval '24 hours' returning 1)
  select count(*) into rate_limit_hits from gone;
  return next;
end;
$$;

revoke all on function public.purge_expired_leads() from public, anon, authenticated;
grant execute on function public.purge_expired_leads() to service_role;
