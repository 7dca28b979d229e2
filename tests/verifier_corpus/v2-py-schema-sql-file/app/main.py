from pathlib import Path

from fastapi import FastAPI

from app.database import engine
from app.routes import users

SCHEMA = Path(__file__).with_name("schema.sql")

app = FastAPI()
app.include_router(users.router, prefix="/api")


@app.on_event("startup")
def create_schema() -> None:
    with engine.begin() as connection:
        for statement in SCHEMA.read_text().split(";"):
            if statement.strip():
                connection.exec_driver_sql(statement)


@app.get("/api/health-check")
def health() -> dict:
    return {"status": "ok"}
