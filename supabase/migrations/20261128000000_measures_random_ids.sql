-- Issue 35: the audience measures' ids were counted up (identity), so sorting by id put one visitor's pages back in
-- sequence within the hour their time is kept to, and a lead's contact_requests.created_at could then name that trail.
-- A random id orders nothing: the stored hour is the finest column to sort by (rows still lie on disk roughly in
-- their order of arrival; docs/measurement.md says so). Existing rows get one each (the default is
-- drawn for every row); the identity's sequence goes with its column.

alter table public.site_events drop column id;
alter table public.site_events add column id uuid primary key default gen_random_uuid();

alter table public.web_vitals drop column id;
alter table public.web_vitals add column id uuid primary key default gen_random_uuid();
