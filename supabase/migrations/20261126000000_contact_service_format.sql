-- A new service is one content file (content/services/<id>.json): its contact form value must reach this table
-- without a migration. The functions accept only the values of the form (their generated copy of content/leads/,
-- supabase/functions/_shared/site-content.ts); the table checks their format only. Requests already stored keep
-- their values, which all have it.
alter table public.contact_requests
  drop constraint contact_requests_service_check,
  add constraint contact_requests_service_check check (service ~ '^[a-z0-9-]{1,40}$');
