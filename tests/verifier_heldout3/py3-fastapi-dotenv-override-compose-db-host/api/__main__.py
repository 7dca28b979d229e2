import os

import uvicorn

from api.config import settings  # noqa: F401  (loads .env before anything reads the environment)

if __name__ == "__main__":
    uvicorn.run("api.app:app", host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
