-- The contact form offers all ten services: the spec's six values, and the four it could not name (seo, seo-ia,
-- seo-local, creer-pbn-seo). Requests already stored keep their values.
alter table public.contact_requests
  drop constraint contact_requests_service_check,
  add constraint contact_requests_service_check check (
    service in (
      'seo-ia', 'creation-site', 'audit-seo', 'seo', 'seo-local', 'creer-pbn-seo',
      'strategie-netlinking', 'generer-du-lead', 'vous-former', 'automatiser-un-process'
    )
  );
