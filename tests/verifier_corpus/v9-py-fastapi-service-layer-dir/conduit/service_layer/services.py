"""Use cases of the tags feature; they see repositories only through the abstract interface."""
from conduit.repositories import AbstractTagRepository


class InvalidTag(ValueError):
    pass


def list_tags(repo: AbstractTagRepository, limit: int = 50) -> list[str]:
    return repo.popular(limit)


def normalise_tags(repo: AbstractTagRepository, names: list[str]) -> list[str]:
    cleaned = []
    for name in names:
        name = name.strip().lower()
        if not name or len(name) > 100:
            raise InvalidTag(name)
        if name not in cleaned:
            cleaned.append(repo.get_or_add(name).name)
    return cleaned
