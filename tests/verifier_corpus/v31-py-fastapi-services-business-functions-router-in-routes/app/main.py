from fastapi import FastAPI

from app.db import Base, engine
from app.routes import api

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(api)
