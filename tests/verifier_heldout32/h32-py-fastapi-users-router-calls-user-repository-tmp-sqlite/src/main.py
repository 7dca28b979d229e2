from fastapi import FastAPI

from src.api import users
from src.database import engine
from src.models.user import Base

Base.metadata.create_all(bind=engine)
app = FastAPI(title="Conduit")
app.include_router(users.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
