-- The deploy hook's calls (supabase/functions/deploy-hook): one row per instant of the site's schedule that fell due,
-- taken before the call, so that the runs during the build it starts do not call it again.
create table public.deploy_hook_calls (
  due_at timestamptz primary key,
  called_at timestamptz not null default now(),
  -- Called again while the live site still lists the instant half an hour later (its build failed), 3 times at most.
  calls integer not null default 1 check (calls between 0 and 3)
);

alter table public.deploy_hook_calls enable row level security;
revoke all on table public.deploy_hook_calls from anon, authenticated;

-- Every five minutes where pg_cron and pg_net exist (Supabase), as the newsletter's sender; the rows older than a year
-- go with the daily purge. Where pg_cron is missing (Debian's PostgreSQL of the local backend) the migration still
-- applies: the tests call the function themselves.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('deploy-hook-purge', '47 3 * * *',
      $job$delete from public.deploy_hook_calls where called_at < now() - interval '1 year'$job$);
    if exists (select from pg_available_extensions where name = 'pg_net') then
      create extension if not exists pg_net;
      perform cron.schedule('deploy-hook', '*/5 * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/deploy-hook',
          headers := jsonb_build_object('Authorization', 'Bearer ' ||
            (select decrypted_secret from vault.decrypted_secrets where name = 'leads_cron_secret')),
          timeout_milliseconds := 5000)
      $job$);
    else
      raise notice 'pg_net absent : le crochet de déploiement n’est pas planifié ici.';
    end if;
  else
    raise notice 'pg_cron absent : le crochet de déploiement n’est pas planifié ici.';
  end if;
end
$$;
