-- Hand-written: the shared rate limit's counters are written on every request and worth nothing
-- after a crash (budgets start again), so they skip the WAL.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
