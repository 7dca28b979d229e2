DEFAULTS = {"DATABASE_URL": "postgresql://user:password@127.0.0.1:5432/conduit", "LOG_LEVEL": "INFO"}
