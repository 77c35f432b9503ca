-- Retention that runs by itself (privacy policy, « Combien de temps nous les conservons »).
--
-- 1. A contact request is kept 3 years after the LAST contact with its author: a new request from the same address
--    moves the date of the earlier ones forward.
-- 2. public.purge_expired_leads() runs every hour with pg_cron where the extension exists (on Supabase), so that an
--    address fingerprint never outlives its 24 hours by more than an hour. Where it does not (Debian's PostgreSQL
--    of the local backend), the migration still applies and the local backend runs the purge itself.

create index contact_requests_email_idx on public.contact_requests (email);

create function public.touch_last_contact()
returns trigger
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  -- One address's requests are moved forward one transaction at a time: two simultaneous requests from the same
  -- address would otherwise lock the same rows in different orders (the functions' own updates move rows) and
  -- Postgres would abort one with a deadlock, which the visitor sees as a 503.
  perform pg_advisory_xact_lock(hashtextextended('contact_requests.last_contact_at:' || new.email, 0));
  update public.contact_requests
    set last_contact_at = new.last_contact_at
    where email = new.email and id <> new.id and last_contact_at < new.last_contact_at;
  return null;
end;
$$;

revoke all on function public.touch_last_contact() from public, anon, authenticated;

create trigger contact_requests_touch_last_contact
  after insert on public.contact_requests
  for each row execute function public.touch_last_contact();

do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    -- Scheduling again under the same name replaces the job.
    perform cron.schedule('leads-purge', '17 * * * *', 'select public.purge_expired_leads()');
  else
    raise notice 'pg_cron absent : la purge des leads n’est pas planifiée ici (le backend local la lance lui-même).';
  end if;
end
$$;
