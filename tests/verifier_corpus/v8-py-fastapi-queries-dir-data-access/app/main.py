from fastapi import FastAPI

from app.database import engine
from app.models import Base
from app.routes import comments, health

Base.metadata.create_all(engine)

app = FastAPI(title="Conduit")
app.include_router(health.router, prefix="/api")
app.include_router(comments.router, prefix="/api")
