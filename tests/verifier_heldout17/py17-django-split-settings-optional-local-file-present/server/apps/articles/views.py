from django.http import JsonResponse

from server.apps.articles.models import Tag


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})
