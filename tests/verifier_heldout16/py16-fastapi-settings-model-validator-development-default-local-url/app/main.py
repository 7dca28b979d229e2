from fastapi import FastAPI

from app.db.session import engine
from app.models import Base
from app.routes import tags

Base.metadata.create_all(bind=engine)

app = FastAPI()
app.include_router(tags.router, prefix="/api")
