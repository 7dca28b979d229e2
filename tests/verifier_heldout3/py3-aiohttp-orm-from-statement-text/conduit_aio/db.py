import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def dsn() -> str:
    env = os.environ
    return (f"postgresql+asyncpg://{env['PGUSER']}:{env['PGPASSWORD']}"
            f"@{env['PGHOST']}:{env.get('PGPORT', '5432')}/{env['PGDATABASE']}")


engine = create_async_engine(dsn(), pool_size=5)
Session = async_sessionmaker(engine, expire_on_commit=False)
