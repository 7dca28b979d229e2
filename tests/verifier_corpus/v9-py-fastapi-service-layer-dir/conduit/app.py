from fastapi import FastAPI

from conduit.database import engine
from conduit.models import Base
from conduit.routes.tags import router

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(router, prefix="/api")
