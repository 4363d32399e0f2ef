"""Small PyTorch models for the import tests: each factory returns
(model, example_args)."""

import torch
import torch.nn.functional as F
from torch import nn


class MaskedBlock(nn.Module):
    """Linear, LayerNorm, BatchNorm and a causal mask the module registers
    with persistent=False (the buffer that broke the plain export)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 16)
        self.norm = nn.LayerNorm(16)
        self.bn = nn.BatchNorm1d(16)
        self.register_buffer("causal_mask", torch.tril(torch.ones(16, 16)), persistent=False)

    def forward(self, x):
        return torch.relu(self.bn(self.norm(self.fc(x))) @ self.causal_mask)


def masked_block():
    torch.manual_seed(0)
    return MaskedBlock(), (torch.randn(4, 8),)


class TanhGelu(nn.Module):
    def forward(self, x):
        return F.gelu(x, approximate="tanh")


def tanh_gelu():
    return TanhGelu(), (torch.randn(64),)


class Tokens(nn.Module):
    """Token ids into an embedding: their domain comes from the table."""

    def __init__(self):
        super().__init__()
        self.table = nn.Embedding(50, 8)
        self.head = nn.Linear(8, 4)

    def forward(self, ids):
        return self.head(self.table(ids))


def tokens():
    torch.manual_seed(0)
    return Tokens(), (torch.randint(0, 50, (2, 3)),)


def not_a_pair():
    return TanhGelu()


class FisherHead(nn.Module):
    """A correlation head: atanh (Fisher's z) of bounded scores, which
    torch-mlir's TOSA lowering does not cover, then the best class and a
    softmax over the classes."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(16, 8)

    def forward(self, x):
        z = torch.atanh(torch.tanh(self.fc(x)) * 0.9)
        best, index = torch.max(z, dim=-1)
        return torch.softmax(z, dim=-1), best, index


def fisher_head():
    torch.manual_seed(0)
    return FisherHead(), (torch.randn(4, 16),)
