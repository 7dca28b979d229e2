import uvicorn
from fastapi import FastAPI

from app import models  # noqa: F401
from app.api import tags
from app.cli import cli
from app.db import Base, engine

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(tags.router)

if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=int(cli("port", "8000")))
