from fastapi import FastAPI

from app.api.routes import router
from app.db import engine
from app.models import Base

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")
app.include_router(router)
