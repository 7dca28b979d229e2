from fastapi import FastAPI

from conduit.database import engine
from conduit.models import Base
from conduit.routers import health, profiles

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(health.router, prefix="/api")
app.include_router(profiles.router, prefix="/api")
