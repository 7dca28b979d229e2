from app.core.security import create_token, decode_token, hash_password, verify_password
from app.models import User
from app.repositories.user_repository import UserRepository
from app.schemas.user import LoginUser, NewUser, UpdateUser, UserOut


class UserAlreadyExists(Exception):
    pass


class InvalidCredentials(Exception):
    pass


class UserService:
    def __init__(self, repository: UserRepository):
        self.repository = repository

    async def register(self, data: NewUser) -> UserOut:
        if await self.repository.exists(data.username, data.email):
            raise UserAlreadyExists(data.username)
        user = User(username=data.username, email=data.email, hashed_password=hash_password(data.password))
        return self._out(await self.repository.add(user))

    async def login(self, data: LoginUser) -> UserOut:
        user = await self.repository.get_by_email(data.email)
        if user is None or not verify_password(data.password, user.hashed_password):
            raise InvalidCredentials()
        return self._out(user)

    async def current(self, token: str) -> UserOut:
        user = await self.repository.get(decode_token(token))
        if user is None:
            raise InvalidCredentials()
        return self._out(user)

    async def update(self, token: str, data: UpdateUser) -> UserOut:
        user = await self.repository.get(decode_token(token))
        if user is None:
            raise InvalidCredentials()
        changes = data.model_dump(exclude_unset=True)
        if "password" in changes:
            user.hashed_password = hash_password(changes.pop("password"))
        for field, value in changes.items():
            setattr(user, field, value)
        return self._out(await self.repository.save(user))

    @staticmethod
    def _out(user: User) -> UserOut:
        return UserOut(email=user.email, token=create_token(user.id), username=user.username, bio=user.bio, image=user.image)
