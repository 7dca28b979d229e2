from conduit import security
from conduit.models import User
from conduit.repositories import Store
from conduit.services.errors import Invalid, Unauthorized
from conduit.services.views import Identity


class UserService:
    def __init__(self, store: Store) -> None:
        self._store = store

    def register(self, username: str, email: str, password: str) -> Identity:
        self._ensure_free(username=username, email=email)
        user = User(username=username, email=email, password_hash=security.hash_password(password))
        self._store.users.add(user)
        self._store.commit()
        return self._identity(user)

    def login(self, email: str, password: str) -> Identity:
        user = self._store.users.by_email(email)
        if user is None or not security.verify_password(password, user.password_hash):
            raise Unauthorized("email or password is invalid")
        return self._identity(user)

    def authenticate(self, token: str) -> Identity:
        try:
            user_id = security.read_token(token)
        except security.InvalidToken as error:
            raise Unauthorized(str(error)) from error
        user = self._store.users.get(user_id)
        if user is None:
            raise Unauthorized("token user does not exist")
        return Identity(user, token)

    def update(
        self,
        identity: Identity,
        *,
        username: str | None = None,
        email: str | None = None,
        password: str | None = None,
        bio: str | None = None,
        image: str | None = None,
    ) -> Identity:
        """Change the fields that are given; None means "keep"."""
        user = identity.user
        self._ensure_free(username=username, email=email, except_id=user.id)
        if username is not None:
            user.username = username
        if email is not None:
            user.email = email
        if password is not None:
            user.password_hash = security.hash_password(password)
        if bio is not None:
            user.bio = bio
        if image is not None:
            user.image = image
        self._store.commit()
        return identity

    def _ensure_free(self, *, username: str | None, email: str | None, except_id: int | None = None) -> None:
        users = self._store.users
        problems = []
        if email is not None and users.email_taken(email, except_id):
            problems.append("email has already been taken")
        if username is not None and users.username_taken(username, except_id):
            problems.append("username has already been taken")
        if problems:
            raise Invalid(*problems)

    @staticmethod
    def _identity(user: User) -> Identity:
        return Identity(user, security.create_token(user.id))
