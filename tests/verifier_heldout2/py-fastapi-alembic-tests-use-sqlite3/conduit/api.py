import hashlib

from fastapi import Body, FastAPI, HTTPException
from sqlalchemy import select

from conduit.database import SessionLocal
from conduit.models import User

app = FastAPI()


@app.get("/api/health-check")
def health():
    return {"ok": True}


@app.post("/api/users", status_code=201)
def register(payload: dict = Body(...)):
    u = payload["user"]
    with SessionLocal() as s:
        if s.scalar(select(User).where(User.email == u["email"])):
            raise HTTPException(422)
        user = User(username=u["username"], email=u["email"], password_hash=hashlib.sha256(u["password"].encode()).hexdigest())
        s.add(user)
        s.commit()
        return {"user": {"username": user.username, "email": user.email}}
