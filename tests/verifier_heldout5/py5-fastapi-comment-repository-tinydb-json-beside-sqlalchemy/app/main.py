from fastapi import FastAPI

from app.api.comments import router
from app.models.entities import Base
from app.storage import engine

Base.metadata.create_all(engine)
app = FastAPI()
app.include_router(router)
