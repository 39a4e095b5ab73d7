import { describe, expect, it } from 'vitest';
import { changesSessionState } from './sessionStateWrites';

describe('changesSessionState', () => {
    it('sees a change to a user, a session or a grant, anywhere in the statement', () => {
        expect(changesSessionState('update "users" set "status" = $1, "updated_at" = $2 where "users"."id" = $3')).toBe(
            true
        );
        expect(changesSessionState('update "users" set "password_hash" = $1 where "users"."id" = $2')).toBe(true);
        expect(
            changesSessionState('update "sessions" set "ended_at" = $1, "end_reason" = $2 where "sessions"."id" = $3')
        ).toBe(true);
        expect(changesSessionState('delete from "access_grants" where "access_grants"."role" = $1')).toBe(true);
        expect(
            changesSessionState('insert into "access_grants" ("role", "screen", "allowed") values ($1, $2, $3)')
        ).toBe(true);
        expect(changesSessionState('insert into "users" ("id", "username") values ($1, $2)')).toBe(true);
        expect(
            changesSessionState('with gone as (delete from users where id = $1 returning id) select count(*) from gone')
        ).toBe(true);
    });

    it('lets a new session, the seen-at mark and other tables pass', () => {
        expect(changesSessionState('insert into "sessions" ("id", "user_id", "token_hash") values ($1, $2, $3)')).toBe(
            false
        );
        expect(changesSessionState('update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2')).toBe(false);
        expect(changesSessionState('select * from "users" where "users"."id" = $1 for update')).toBe(false);
        expect(changesSessionState('with audit as (insert into audit_log (action) values ($1)) select 1')).toBe(false);
        expect(changesSessionState('update "user_profiles" set "name" = $1 where "id" = $2')).toBe(false);
        expect(
            changesSessionState('insert into "login_attempts" ("ip") values ($1) on conflict do update set "n" = $2')
        ).toBe(false);
    });
});
