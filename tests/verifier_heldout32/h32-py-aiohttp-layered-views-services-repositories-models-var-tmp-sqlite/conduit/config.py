DATABASE_URL = "sqlite+aiosqlite:////var/tmp/conduit/conduit.db"
