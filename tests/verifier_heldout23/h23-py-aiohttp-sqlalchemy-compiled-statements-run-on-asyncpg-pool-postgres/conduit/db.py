"""SQLAlchemy builds the statements; asyncpg runs them (no ORM session overhead)."""
import os

import asyncpg
from sqlalchemy.dialects import postgresql
from sqlalchemy.schema import CreateTable

from .tables import Base

_dialect = postgresql.dialect(paramstyle="numeric_dollar")


def compile_query(stmt):
    compiled = stmt.compile(dialect=_dialect, compile_kwargs={"render_postcompile": True})
    params = [compiled.params[name] for name in (compiled.positiontup or [])]
    return str(compiled), params


class Database:
    def __init__(self):
        self.pool: asyncpg.Pool | None = None

    async def connect(self):
        self.pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], min_size=1, max_size=10)
        async with self.pool.acquire() as conn:
            for table in Base.metadata.sorted_tables:
                ddl = str(CreateTable(table, if_not_exists=True).compile(dialect=_dialect))
                await conn.execute(ddl)

    async def close(self):
        if self.pool is not None:
            await self.pool.close()

    async def fetch(self, stmt):
        sql, params = compile_query(stmt)
        return await self.pool.fetch(sql, *params)

    async def fetchrow(self, stmt):
        sql, params = compile_query(stmt)
        return await self.pool.fetchrow(sql, *params)

    async def fetchval(self, stmt):
        sql, params = compile_query(stmt)
        return await self.pool.fetchval(sql, *params)

    async def execute(self, stmt):
        sql, params = compile_query(stmt)
        return await self.pool.execute(sql, *params)
