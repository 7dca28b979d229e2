import os
from datetime import timedelta

# The default keeps a fresh checkout runnable; deployments set JWT_SECRET.
JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-development-secret-change-me-0123456789")
JWT_ALGORITHM = "HS256"
JWT_LIFETIME = timedelta(days=30)
