from django.http import JsonResponse

from conduit.repositories.tag_repository import TagRepository


def tag_list(request):
    # No business rules for tags: read them straight from the repository.
    return JsonResponse({"tags": TagRepository().all_names()})
