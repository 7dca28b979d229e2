import os


def database_dsn() -> str:
    env = os.environ
    return (
        f"postgresql+asyncpg://{env['PGUSER']}:{env['PGPASSWORD']}"
        f"@{env['PGHOST']}:{env.get('PGPORT', '5432')}/{env['PGDATABASE']}"
    )
