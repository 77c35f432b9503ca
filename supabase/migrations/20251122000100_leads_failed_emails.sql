-- E-mails that will not go: a notification the e-mail API refused (4xx) or that failed too many times is marked
-- 'failed' and no longer retried; resend-pending sends the consultant a daily digest of the failed requests, with
-- their content. A newsletter confirmation that will not go is marked 'failed' likewise (its subscription expires
-- after 30 days). And a pending subscriber is sent at most one confirmation per hour, however often they subscribe.

alter table public.contact_requests
  drop constraint contact_requests_notification_status_check,
  add constraint contact_requests_notification_status_check check (notification_status in ('pending', 'sent', 'failed')),
  add column failed_at timestamptz,
  -- When a digest told the consultant about this failed request.
  add column failure_reported_at timestamptz;

create index contact_requests_unreported_idx on public.contact_requests (failed_at)
  where notification_status = 'failed' and failure_reported_at is null;

alter table public.newsletter_subscriptions
  drop constraint newsletter_subscriptions_confirmation_email_status_check,
  add constraint newsletter_subscriptions_confirmation_email_status_check
    check (confirmation_email_status in ('pending', 'sent', 'failed')),
  -- When the last confirmation e-mail was asked for: at most one per hour.
  add column last_confirmation_at timestamptz not null default now();
