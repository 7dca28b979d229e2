import hashlib
import os


class PasswordHasher:
    def hash(self, password: str) -> str:
        salt = os.urandom(8).hex()
        return salt + "$" + hashlib.sha256((salt + password).encode()).hexdigest()

    def verify(self, password: str, hashed: str) -> bool:
        salt, _, digest = hashed.partition("$")
        return hashlib.sha256((salt + password).encode()).hexdigest() == digest
