from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

# Connection settings given for the task (host postgres, database conduit).
DATABASE_URL = "postgresql+asyncpg://user:password@postgres:5432/conduit"

engine = create_async_engine(DATABASE_URL, pool_size=5, max_overflow=5)
Session = async_sessionmaker(engine, expire_on_commit=False)
