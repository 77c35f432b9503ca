-- First-party audience measurement (privacy policy, « Mesure d’audience ») within the CNIL's exemption from consent:
-- statistics only, nothing that names or follows a visitor. No IP address, no cookie or browser identifier, no
-- visitor hash (unique visitors are not counted), no query string but the words of a search that found nothing, and
-- the time kept to the hour only, so that one visitor's pages cannot be put back in sequence. Kept 25 months at most.
-- Only the function `collect` writes here, and the weekly report reads, both through the service connection.

create table public.site_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default date_trunc('hour', now()),
  kind text not null check (
    kind in ('pageview', 'lead', 'newsletter', 'tel', 'mailto', 'payment', 'not_found', 'empty_search')
  ),
  -- The page (a path of the site, without query string or fragment) and its type (the route table's id).
  path text not null check (path ~ '^/' and char_length(path) <= 300),
  page_type text not null check (page_type ~ '^[a-z0-9-]{1,60}$'),
  -- pageview: the host of another site the visitor came from (never its path).
  referrer_host text check (char_length(referrer_host) <= 253),
  -- not_found: the page of this site whose link led to the missing one.
  referrer_path text check (referrer_path ~ '^/' and char_length(referrer_path) <= 300),
  -- lead: the service asked for; payment: the payment link's name; empty_search: the words, e-mails and numbers removed.
  detail text check (char_length(detail) <= 100)
);

comment on table public.site_events is
  'Mesure d’audience sans cookie ni adresse IP : pages vues et événements. Conservés 25 mois (purge_expired_measures).';

create index site_events_created_idx on public.site_events (created_at);

-- The page's Core Web Vitals as the visitor's browser measured them, with the element responsible for each.
create table public.web_vitals (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default date_trunc('hour', now()),
  path text not null check (path ~ '^/' and char_length(path) <= 300),
  page_type text not null check (page_type ~ '^[a-z0-9-]{1,60}$'),
  lcp_ms integer check (lcp_ms between 0 and 120000),
  lcp_element text check (char_length(lcp_element) <= 200),
  inp_ms integer check (inp_ms between 0 and 60000),
  inp_element text check (char_length(inp_element) <= 200),
  cls numeric(6, 4) check (cls between 0 and 50),
  cls_element text check (char_length(cls_element) <= 200),
  check (lcp_ms is not null or inp_ms is not null or cls is not null)
);

comment on table public.web_vitals is
  'Signaux web essentiels mesurés par les navigateurs des visiteurs, sans identifiant. Conservés 25 mois.';

create index web_vitals_created_idx on public.web_vitals (created_at);

-- Deletes the measures older than 25 months (the CNIL's ceiling for audience statistics) and says how many went.
create function public.purge_expired_measures()
returns table (site_events bigint, web_vitals bigint)
language plpgsql
security definer
set search_path = public, pg_temp
as $$
begin
  with gone as (delete from public.site_events e where e.created_at < now() - interval '25 months' returning 1)
  select count(*) into site_events from gone;
  with gone as (delete from public.web_vitals v where v.created_at < now() - interval '25 months' returning 1)
  select count(*) into web_vitals from gone;
  return next;
end;
$$;

alter table public.site_events enable row level security;
alter table public.web_vitals enable row level security;
revoke all on table public.site_events, public.web_vitals from anon, authenticated;
revoke all on sequence public.site_events_id_seq, public.web_vitals_id_seq from anon, authenticated;
revoke all on function public.purge_expired_measures() from public, anon, authenticated;
grant execute on function public.purge_expired_measures() to service_role;

-- Scheduled where pg_cron exists (Supabase): the purge daily; the weekly report on Monday at 7:00 UTC, through
-- pg_net, at the URL and with the bearer secret kept in the vault (docs/measurement.md). Where pg_cron is
-- missing (Debian's PostgreSQL of the local backend) the migration still applies: the local backend purges at start
-- and `npm run report` prints the report.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('measures-purge', '23 3 * * *', 'select public.purge_expired_measures()');
    if exists (select from pg_available_extensions where name = 'pg_net') then
      create extension if not exists pg_net;
      perform cron.schedule('measures-weekly-report', '0 7 * * 1', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/weekly-report',
          headers := jsonb_build_object('Authorization', 'Bearer ' ||
            (select decrypted_secret from vault.decrypted_secrets where name = 'leads_cron_secret')))
      $job$);
    else
      raise notice 'pg_net absent : le rapport hebdomadaire n’est pas planifié ici.';
    end if;
  else
    raise notice 'pg_cron absent : ni la purge des mesures ni le rapport hebdomadaire ne sont planifiés ici.';
  end if;
end
$$;
