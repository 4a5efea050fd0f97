import {
  LATCHKEY_ERROR__EVM__CHAIN_NOT_DEFINED,
  LATCHKEY_ERROR__EVM__CHAIN_NOT_SUPPORTED,
  LatchkeyError,
} from '@latchkey/core';
import type { Account, Address, Chain, Client, Hex, PublicClient, Transport } from 'viem';
import { estimateL1Fee } from 'viem/op-stack';
import { scaleBaseFee } from './scale-base-fee.js';

/** Parameters of {@link estimateEvmFee}: the transaction, and how to price it. */
export interface EstimateEvmFeeParameters {
  account: Address | Account;
  to?: Address;
  value?: bigint;
  data?: Hex;
  /** The latest base fee is scaled by this for the max fee. Default 1.2; never below 1. */
  baseFeeMultiplier?: number;
  /**
   * Add the layer-1 data fee a layer-2 chain charges. Default: when the client's chain has a
   * `gasPriceOracle` contract (OP Stack chains). Asked for where it cannot be: 'Chain is not
   * defined' (the client has no chain) or 'Chain is not supported' (the chain has no oracle).
   */
  l1Fee?: boolean;
}

/** What a transaction will cost at most, in wei; every figure a `bigint`. */
export interface EvmFeeEstimate {
  gas: bigint;
  baseFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  /** `scaleBaseFee(baseFeePerGas, multiplier) + maxPriorityFeePerGas`. */
  maxFeePerGas: bigint;
  /** 0n unless the chain charges a layer-1 fee. */
  l1Fee: bigint;
  /** `gas × maxFeePerGas + l1Fee`. */
  total: bigint;
}

/**
 * Estimates a transaction's fee from the node's live figures: gas × max fee per gas, where the
 * max fee is the latest base fee times the multiplier plus the priority fee, plus the layer-1
 * fee on layer-2 chains that charge one.
 *
 * @throws {LatchkeyError} 'Chain is not defined' / 'Chain is not supported' when a layer-1 fee is
 * asked for where it cannot be.
 * @example
 * ```ts
 * const { total, maxFeePerGas } = await estimateEvmFee(publicClient, { account, to, value: 1n });
 * ```
 */
export async function estimateEvmFee(
  client: PublicClient<Transport, Chain | undefined>,
  parameters: EstimateEvmFeeParameters,
): Promise<EvmFeeEstimate> {
  const { account, to, value, data } = parameters;
  const chain = client.chain;
  const wantsL1Fee = parameters.l1Fee ?? Boolean(chain?.contracts?.gasPriceOracle);
  if (wantsL1Fee && !chain) throw new LatchkeyError(LATCHKEY_ERROR__EVM__CHAIN_NOT_DEFINED);
  if (wantsL1Fee && !chain?.contracts?.gasPriceOracle) {
    throw new LatchkeyError(LATCHKEY_ERROR__EVM__CHAIN_NOT_SUPPORTED);
  }
  const request = {
    account,
    ...(to ? { to } : {}),
    ...(value !== undefined ? { value } : {}),
    ...(data ? { data } : {}),
  };
  const [gas, block, maxPriorityFeePerGas, l1Fee] = await Promise.all([
    client.estimateGas(request),
    client.getBlock({ blockTag: 'latest' }),
    client.estimateMaxPriorityFeePerGas(),
    wantsL1Fee ? estimateL1Fee(client as Client<Transport, Chain>, request) : Promise.resolve(0n),
  ]);
  const baseFeePerGas = block.baseFeePerGas ?? (await client.getGasPrice());
  const maxFeePerGas =
    scaleBaseFee(baseFeePerGas, parameters.baseFeeMultiplier) + maxPriorityFeePerGas;
  return {
    gas,
    baseFeePerGas,
    maxPriorityFeePerGas,
    maxFeePerGas,
    l1Fee,
    total: gas * maxFeePerGas + l1Fee,
  };
}
