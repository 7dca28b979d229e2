from dataclasses import dataclass

DEFAULT_LIMIT = 20
MAX_LIMIT = 100


@dataclass(frozen=True)
class Page:
    limit: int
    offset: int

    @classmethod
    def from_request(cls, request):
        limit = min(int(request.GET.get("limit", DEFAULT_LIMIT)), MAX_LIMIT)
        return cls(limit=limit, offset=int(request.GET.get("offset", 0)))
