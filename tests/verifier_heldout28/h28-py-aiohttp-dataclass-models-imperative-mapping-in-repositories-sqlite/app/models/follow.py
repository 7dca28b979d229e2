from dataclasses import dataclass


@dataclass
class Follow:
    follower_id: int
    followee_id: int
