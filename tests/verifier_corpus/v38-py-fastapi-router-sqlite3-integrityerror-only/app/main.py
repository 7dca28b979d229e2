from fastapi import FastAPI

from app import database
from app.routers import users

database.init()
app = FastAPI()
app.include_router(users.router)


@app.get("/api/health-check")
def health():
    return {"status": "ok"}
