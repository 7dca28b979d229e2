"""Settings every environment needs. Loaded into os.environ before the app is imported."""
DEFAULTS = {
    "DATABASE_URL": "postgresql+asyncpg://user:password@127.0.0.1:5432/conduit",
    "JWT_SECRET": "local-development-secret",
    "JWT_TTL_DAYS": "7",
    "LOG_LEVEL": "INFO",
}
