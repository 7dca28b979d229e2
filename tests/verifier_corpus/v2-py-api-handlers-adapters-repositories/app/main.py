from fastapi import FastAPI

from app.api import profiles, users
from app.db import Base, engine

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(users.router, prefix="/api")
app.include_router(profiles.router, prefix="/api")
