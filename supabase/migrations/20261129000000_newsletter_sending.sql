-- The monthly newsletter is sent (supabase/functions/newsletter-send, product decisions, fourth round).
--
-- 1. newsletter_deliveries: one row per (issue, address), recorded BEFORE its batch goes to the e-mail API, with the
--    batch's idempotency key and the time its links were signed. A sender that crashes or is redeployed resumes the
--    batches still 'pending' with the same key and the same payload, which the API does not send twice; the primary
--    key keeps any second row for an address out. So each subscriber gets an issue exactly once.
-- 2. newsletter_runs: per issue, when the owner's test copy went, when the sending ended, when a failure was told.
-- 3. email_suppressions: addresses that bounced or complained (the e-mail API's webhook): never mailed again.
-- Deliveries are kept 13 months (the weekly report and the owner's questions about a past issue); suppressions until
-- the person subscribes again by confirming.

create table public.newsletter_deliveries (
  issue text not null check (issue ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  email text not null check (char_length(email) between 3 and 254),
  -- The subscription it was for (its unsubscribe link is signed with it); no foreign key: unsubscribing deletes the
  -- subscription, and the delivery stays on record.
  subscription_id uuid not null,
  language text not null,
  batch text not null,
  -- Seconds since 1970: the unsubscribe link of a resumed batch is signed with the same time, so its payload is equal.
  links_issued_at bigint not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  message_id text,
  last_error text,
  recorded_at timestamptz not null default now(),
  -- A sender took the batch then: another leaves it alone until the lease has passed (a crash, a timeout).
  attempted_at timestamptz not null default now(),
  sent_at timestamptz,
  primary key (issue, email)
);
create index newsletter_deliveries_pending_idx on public.newsletter_deliveries (issue, attempted_at)
  where status = 'pending';
create index newsletter_deliveries_recorded_idx on public.newsletter_deliveries (recorded_at);

comment on table public.newsletter_deliveries is
  'Envois de la newsletter : une ligne par numéro et par adresse, écrite avant l’envoi. Conservés 13 mois.';

create table public.newsletter_runs (
  issue text primary key check (issue ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  test_sent_at timestamptz,
  completed_at timestamptz,
  failure_reported_at timestamptz
);

comment on table public.newsletter_runs is 'État de l’envoi de chaque numéro de la newsletter. Aucune donnée personnelle.';

create table public.email_suppressions (
  email text primary key check (char_length(email) between 3 and 254),
  reason text not null check (reason in ('bounce', 'complaint')),
  created_at timestamptz not null default now()
);

comment on table public.email_suppressions is
  'Adresses qui ont rejeté un envoi (rebond définitif) ou l’ont signalé comme indésirable : plus aucun envoi.';

alter table public.newsletter_deliveries enable row level security;
alter table public.newsletter_runs enable row level security;
alter table public.email_suppressions enable row level security;
revoke all on table public.newsletter_deliveries, public.newsletter_runs, public.email_suppressions
  from anon, authenticated;

create or replace function public.purge_expired_newsletter_deliveries()
returns bigint
language sql
security definer
set search_path = public, pg_temp
as $$
  with gone as (delete from public.newsletter_deliveries where recorded_at < now() - interval '13 months' returning 1)
  select count(*) from gone;
$$;
revoke all on function public.purge_expired_newsletter_deliveries() from public, anon, authenticated;
grant execute on function public.purge_expired_newsletter_deliveries() to service_role;

-- Scheduled where pg_cron exists (Supabase): the sender every quarter of an hour (it sends only what is due, and
-- answers at once when nothing is), through pg_net with the vault's URL and bearer secret as the weekly report; the
-- purge daily. Where pg_cron is missing (Debian's PostgreSQL of the local backend) the migration still applies:
-- the tests and `npm run bench:newsletter` call the function themselves.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('newsletter-purge', '41 3 * * *', 'select public.purge_expired_newsletter_deliveries()');
    if exists (select from pg_available_extensions where name = 'pg_net') then
      create extension if not exists pg_net;
      perform cron.schedule('newsletter-send', '*/15 * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/newsletter-send',
          headers := jsonb_build_object('Authorization', 'Bearer ' ||
            (select decrypted_secret from vault.decrypted_secrets where name = 'leads_cron_secret')),
          timeout_milliseconds := 5000)
      $job$);
    else
      raise notice 'pg_net absent : l’envoi de la newsletter n’est pas planifié ici.';
    end if;
  else
    raise notice 'pg_cron absent : ni l’envoi de la newsletter ni la purge de ses envois ne sont planifiés ici.';
  end if;
end
$$;
