from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

# relative to the working directory: run.sh starts the server from the project root
DATABASE_URL = "sqlite+aiosqlite:///./conduit.db"

engine = create_async_engine(DATABASE_URL)
session_factory = async_sessionmaker(engine, expire_on_commit=False)
