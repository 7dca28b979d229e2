from fastapi import FastAPI

from app.api.routes import tags
from app.db.engine import engine
from app.models import Base

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit API")
app.include_router(tags.router, prefix="/api")
