from sqlalchemy import Column, DateTime, ForeignKey, Integer, MetaData, String, Table, Text, func
from sqlalchemy.dialects import postgresql
from sqlalchemy.schema import CreateTable

metadata = MetaData()

users = Table(
    "users", metadata,
    Column("id", Integer, primary_key=True),
    Column("username", String(80), unique=True, nullable=False),
)

articles = Table(
    "articles", metadata,
    Column("id", Integer, primary_key=True),
    Column("slug", String(255), unique=True, nullable=False),
    Column("title", String(255), nullable=False),
    Column("description", Text, nullable=False, server_default=""),
    Column("body", Text, nullable=False),
    Column("author_id", ForeignKey("users.id"), nullable=False),
    Column("created_at", DateTime(timezone=True), server_default=func.now()),
)


async def create_schema(pool):
    async with pool.acquire() as conn:
        for table in metadata.sorted_tables:
            ddl = str(CreateTable(table, if_not_exists=True).compile(dialect=postgresql.dialect()))
            await conn.execute(ddl)
