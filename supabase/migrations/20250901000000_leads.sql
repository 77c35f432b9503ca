-- Leads: contact requests, newsletter subscriptions and the rate-limit records of the forms.
--
-- Only the Supabase functions touch these tables, through the service connection (SUPABASE_DB_URL). The public
-- roles get nothing: row level security is on with no policy, and their privileges are revoked, so that the
-- public (anon) key of the site can neither read nor write a single row.

-- Contact requests ------------------------------------------------------------------------------------------------

create table public.contact_requests (
  id uuid primary key default gen_random_uuid(),
  -- Chosen by the browser for one submission: a retried submission is stored once.
  client_request_id uuid unique,
  created_at timestamptz not null default now(),
  -- Retention runs from the last contact with the visitor (privacy policy: 3 years).
  last_contact_at timestamptz not null default now(),
  name text not null check (char_length(name) between 1 and 1000),
  email text not null check (char_length(email) between 3 and 254),
  phone text not null default '' check (char_length(phone) <= 20),
  service text not null check (
    service in ('creation-site', 'audit-seo', 'strategie-netlinking', 'generer-du-lead', 'vous-former', 'automatiser-un-process')
  ),
  message text not null check (char_length(message) between 1 and 1000),
  -- The consultant's notification: 'pending' until the e-mail API has accepted it, then 'sent'.
  notification_status text not null default 'pending' check (notification_status in ('pending', 'sent')),
  notification_attempts integer not null default 0,
  last_attempt_at timestamptz,
  last_error text,
  notified_at timestamptz,
  email_message_id text
);

comment on table public.contact_requests is
  'Demandes envoyées par le formulaire de contact. Conservées 3 ans après le dernier contact (purge_expired_leads).';

-- The re-sending job looks for pending notifications, oldest first.
create index contact_requests_pending_idx on public.contact_requests (last_attempt_at nulls first)
  where notification_status = 'pending';
create index contact_requests_last_contact_idx on public.contact_requests (last_contact_at);

-- Newsletter ---------------------------------------------------------------------------------------------------------

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (char_length(email) between 3 and 254),
  status text not null default 'pending' check (status in ('pending', 'confirmed')),
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  -- Retention of a subscriber runs from their last activity (privacy policy: 3 years).
  last_activity_at timestamptz not null default now(),
  -- The confirmation e-mail: 'pending' until the e-mail API has accepted it.
  confirmation_email_status text not null default 'pending' check (confirmation_email_status in ('pending', 'sent')),
  confirmation_attempts integer not null default 0,
  last_attempt_at timestamptz,
  last_error text
);

comment on table public.newsletter_subscriptions is
  'Inscriptions à la newsletter (double opt-in). En attente : 30 jours ; confirmées : jusqu’à la désinscription ou 3 ans sans activité.';

create index newsletter_pending_email_idx on public.newsletter_subscriptions (last_attempt_at nulls first)
  where confirmation_email_status = 'pending' and status = 'pending';
create index newsletter_status_created_idx on public.newsletter_subscriptions (status, created_at);
create index newsletter_last_activity_idx on public.newsletter_subscriptions (last_activity_at);

-- Rate limiting --------------------------------------------------------------------------------------------------

create table public.rate_limit_hits (
  id bigint generated always as identity primary key,
  bucket text not null check (bucket in ('contact', 'newsletter')),
  -- HMAC-SHA-256 of the client address with a server secret: never the address itself.
  ip_hash text not null check (char_length(ip_hash) = 64),
  created_at timestamptz not null default now()
);

comment on table public.rate_limit_hits is
  'Empreintes (hachées) des adresses IP qui ont envoyé un formulaire. Effacées après 24 heures.';

create index rate_limit_hits_lookup_idx on public.rate_limit_hits (bucket, ip_hash, created_at);
create index rate_limit_hits_created_idx on public.rate_limit_hits (created_at);

-- Records one submission of a form from one client unless it already sent max_hits within the window; answers
-- whether this one is allowed. The advisory lock makes the count and the insert one step per client.
create function public.hit_rate_limit(p_bucket text, p_ip_hash text, p_max_hits integer, p_window interval)
returns boolean
language plpgsql
security definer
set search_path = public, pg_temp
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_bucket || ':' || p_ip_hash, 0));
  select count(*) into recent
    from public.rate_limit_hits
    where bucket = p_bucket and ip_hash = p_ip_hash and created_at > now() - p_window;
  if recent >= p_max_hits then
    return false;
  end if;
  insert into public.rate_limit_hits (bucket, ip_hash) values (p_bucket, p_ip_hash);
  return true;
end;
$$;

-- Retention -------------------------------------------------------------------------------------------------------

-- Deletes what the privacy policy says we no longer keep, and reports how many rows went:
--   contact requests          3 years after the last contact;
--   unconfirmed subscriptions 30 days after the request;
--   subscribers               3 years after their last activity (unsubscribing deletes the row at once);
--   rate-limit records        24 hours.
-- Run it daily: on Supabase with pg_cron (see README), locally the backend runs it at start.
create function public.purge_expired_leads()
returns table (contact_requests bigint, pending_subscriptions bigint, inactive_subscribers bigint, rate_limit_hits bigint)
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  with gone as (delete from public.contact_requests c where c.last_contact_at < now() - interval '3 years' returning 1)
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

-- Access ------------------------------------------------------------------------------------------------------------

alter table public.contact_requests enable row level security;
alter table public.newsletter_subscriptions enable row level security;
alter table public.rate_limit_hits enable row level security;

-- No policy: row level security alone would still let the public roles run queries that see no row. Revoking the
-- privileges Supabase grants by default makes every attempt fail outright.
revoke all on table public.contact_requests, public.newsletter_subscriptions, public.rate_limit_hits from anon, authenticated;
revoke all on sequence public.rate_limit_hits_id_seq from anon, authenticated;
revoke all on function public.hit_rate_limit(text, text, integer, interval) from public, anon, authenticated;
revoke all on function public.purge_expired_leads() from public, anon, authenticated;
grant execute on function public.hit_rate_limit(text, text, integer, interval) to service_role;
grant execute on function public.purge_expired_leads() to service_role;
