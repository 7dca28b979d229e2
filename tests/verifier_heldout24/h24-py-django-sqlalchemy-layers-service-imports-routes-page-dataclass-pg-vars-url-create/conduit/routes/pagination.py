from dataclasses import dataclass


@dataclass
class Page:
    limit: int = 20
    offset: int = 0


def page_from_request(request) -> Page:
    return Page(limit=min(int(request.GET.get("limit", 20)), 100), offset=int(request.GET.get("offset", 0)))
