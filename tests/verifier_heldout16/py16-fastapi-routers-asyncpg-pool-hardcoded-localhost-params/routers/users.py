from fastapi import APIRouter, HTTPException, Request

from services.auth import check_password, hash_password, token

router = APIRouter()


@router.post("/users", status_code=201)
async def register(request: Request, body: dict):
    u = body["user"]
    pool = request.app.state.pool
    row = await pool.fetchrow(
        "INSERT INTO users (username, email, password) VALUES ($1, $2, $3) RETURNING *",
        u["username"], u["email"], hash_password(u["password"]),
    )
    return {"user": {"username": row["username"], "email": row["email"], "bio": row["bio"],
                     "image": row["image"], "token": token(row["id"])}}


@router.post("/users/login")
async def login(request: Request, body: dict):
    u = body["user"]
    row = await request.app.state.pool.fetchrow("SELECT * FROM users WHERE email = $1", u["email"])
    if row is None or not check_password(u["password"], row["password"]):
        raise HTTPException(401)
    return {"user": {"username": row["username"], "email": row["email"], "token": token(row["id"])}}
