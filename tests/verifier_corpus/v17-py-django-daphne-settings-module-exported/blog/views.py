from django.http import JsonResponse

from blog.models import Tag


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.values_list("name", flat=True))})
