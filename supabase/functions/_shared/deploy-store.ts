/**
 * The deploy hook's calls (migration 20261130000000_deploy_hook.sql): one row per due instant, taken before the call,
 * so that the runs during the build it starts (the live site still lists the instant) do not call it again. Still
 * listed half an hour later, the build failed or was cancelled: the instant is taken again, 3 calls at most.
 */
import type postgres from 'postgres'

export const RETRY_AFTER_MS = 30 * 60_000
export const MAX_CALLS = 3

export type DeployStore = {
  /** The call's number (1 for the first) for the run that takes the instant at `now`, 0 for any other. */
  claim(dueAt: Date, now: Date): Promise<number>
  /** Gives the call back after it failed: the next run tries again. */
  release(dueAt: Date): Promise<void>
}

export function postgresDeploys(sql: postgres.Sql): DeployStore {
  return {
    async claim(dueAt, now) {
      const retryBefore = new Date(now.getTime() - RETRY_AFTER_MS)
      const rows = await sql`
        insert into public.deploy_hook_calls as taken (due_at, called_at) values (${dueAt}, ${now})
        on conflict (due_at) do update set called_at = excluded.called_at, calls = taken.calls + 1
          where taken.called_at < ${retryBefore} and taken.calls < ${MAX_CALLS}
        returning calls`
      return rows.length ? Number(rows[0]!.calls) : 0
    },
    async release(dueAt) {
      await sql`
        update public.deploy_hook_calls set calls = calls - 1, called_at = '-infinity'
        where due_at = ${dueAt}`
    },
  }
}
