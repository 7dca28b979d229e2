from fastapi import FastAPI

from app.core.database import Base, engine
from app.routes import auth, health

Base.metadata.create_all(engine)

app = FastAPI()
app.include_router(health.router, prefix="/api")
app.include_router(auth.router, prefix="/api")
