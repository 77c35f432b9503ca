-- Unsubscribes per day (Paris), for the weekly report: an unsubscribe deletes the subscription, so without this count
-- the owner could not see how many left in a week. A count, no address.
create table public.newsletter_unsubscribes (
  day date primary key,
  count integer not null check (count > 0)
);

alter table public.newsletter_unsubscribes enable row level security;
revoke all on table public.newsletter_unsubscribes from anon, authenticated;
