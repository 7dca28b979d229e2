from fastapi import FastAPI

from app.database import create_schema
from app.routes import users

app = FastAPI()
app.include_router(users.router, prefix="/api")


@app.on_event("startup")
def create_schema() -> None:
    create_schema()


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}
